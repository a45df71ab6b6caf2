vs_3_0
dcl_position v0
dcl_position o0
mov r0, v0
mov r1, c0
setp_gt p0, r0, r1
add r0, r0, c29
callnz l523, !p0.z
mov o0, r0
ret
label l523
mov r1, r0.yzwx
callnz l1070, !p0.z
ret
label l1070
add r0, r0, c27
callnz l1405, !p0.w
ret
label l1405
mad r0, r0, r1, r0
callnz l1809, !p0.w
ret
label l1809
mul r0, r0, r1
ret
