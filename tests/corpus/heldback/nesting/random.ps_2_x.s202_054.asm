ps_2_x
dcl t0
defb b1, true
mov r0, t0
mov r1, c1
setp_gt p0, r0, r1
add r0, r0, c11
callnz l2, !p0.w
mov oC0, r0
ret
label l2
max r0, r0, r1
add r0, r0, c11
callnz l3, !b1
ret
label l3
mad r0, r0, r1, r0
if_lt r0.y, r1.z
setp_ne p0, r0, r1
else
endif
callnz l11, p0.z
ret
label l11
add r0, r0, c6
add r0, r0, r1
mad r0, r0, r1, r0
if !b0
call l13
endif
ret
label l13
add r0, r0, c8
ret
