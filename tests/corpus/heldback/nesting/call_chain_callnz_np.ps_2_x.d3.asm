ps_2_x
dcl t0
mov r0, t0
mov r1, c0
setp_eq p0, r0, r1
mul r0, r0, r1
callnz l7, !p0.z
mov oC0, r0
ret
label l7
mul r0, r0, r1
callnz l11, !p0.x
ret
label l11
add r0, r0, c19
callnz l12, !p0.w
ret
label l12
add r0, r0, r1
ret
