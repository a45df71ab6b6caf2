ps_2_sw
dcl t0
defb b5, false
defb b13, true
mov r0, t0
mov r1, c1
setp_le p0, r0, r1
callnz l2, !b13
mov oC0, r0
ret
label l2
mad r0, r0, r1, r0
if_ge r0.x, r1.w
callnz l3, !p0.w
endif
ret
label l3
mad r0, r0, r1, r0
if_ge r0.z, r1.w
mad r1, r0, r0, r1
endif
if b3
call l9
endif
ret
label l9
mad r0, r0, r1, r0
callnz l14, b5
ret
label l14
add r0, r0, c6
ret
