ps_2_sw
dcl t0
mov r0, t0
mov r1, c1
setp_eq p0, r0, r1
sub r0, r0, r1
callnz l1, !p0.x
mov oC0, r0
ret
label l1
add r0, r0, c17
callnz l3, !p0.x
ret
label l3
sub r0, r0, r1
callnz l4, !p0.w
ret
label l4
sub r0, r0, r1
callnz l11, !p0.x
ret
label l11
add r0, r0, c13
ret
