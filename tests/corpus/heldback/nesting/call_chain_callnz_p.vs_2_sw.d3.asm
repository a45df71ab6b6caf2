vs_2_sw
dcl_position v0
mov r0, v0
mov r1, c0
setp_eq p0, r0, r1
mul r0, r0, r1
callnz l0, p0.w
mov oPos, r0
ret
label l0
mul r0, r0, r1
callnz l2, p0.w
ret
label l2
add r0.xy, r0, r1
callnz l11, p0.z
ret
label l11
add r0, r0, c33
ret
