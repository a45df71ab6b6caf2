ps_2_x
dcl t0
defb b11, true
mov r0, t0
mov r1, c0
if b11
else
endif
call l2
mov oC0, r0
ret
label l2
mul r1, r0, r1
if b7
callnz l8, b6
endif
ret
label l8
mad r1, r0, r0, r1
if_le r0.x, r1.w
max r0, r0, r1
endif
mul r1, r0, r1
call l12
ret
label l12
add r0, r0, c13
ret
