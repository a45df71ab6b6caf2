vs_2_0
dcl_position v0
defb b0, true
mov r0, v0
mov r1, c1
min r1, r1, r0
if b0
else
max r0, r0, r1
mad r1, r0, r0, r1
endif
callnz l7, b15
mov oPos, r0
ret
label l7
add r1, r1, r0
ret
