vs_3_sw
dcl_position v0
dcl_position o0
mov r0, v0
mov r1, c0
setp_gt p0, r0, r1
add r0, r0, c54
callnz l926, p0.z
mov o0, r0
ret
label l926
add r1, r1, r0
callnz l1047, p0.x
ret
label l1047
add r0, r0, c55
callnz l1428, p0.z
ret
label l1428
add r0, r0, c54
callnz l1437, p0.x
ret
label l1437
mul r1, r0, r1
callnz l1786, p0.w
ret
label l1786
sub r0, r0, r1
ret
