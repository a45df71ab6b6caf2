vs_3_0
dcl_position v0
dcl_position o0
mov r0, v0
mov r1, c1
setp_gt p0, r0, r1
mul r1, r0, r1
callnz l393, p0.y
callnz l506, p0.z
callnz l524, p0.w
callnz l625, p0.z
callnz l793, p0.w
callnz l869, p0.w
callnz l879, p0.w
callnz l926, p0.w
callnz l1393, p0.z
callnz l1851, p0.x
callnz l1956, p0.y
callnz l1967, p0.x
callnz l393, p0.w
callnz l506, p0.z
callnz l524, p0.x
callnz l625, p0.x
callnz l793, p0.y
mov o0, r0
ret
label l393
sub r0, r0, r1
ret
label l506
sub r0, r0, r1
ret
label l524
sub r0, r0, r1
ret
label l625
add r0, r0, r1
ret
label l793
add r0, r0, r1
ret
label l869
add r0.xy, r0, r1
ret
label l879
add r0.xy, r0, r1
ret
label l926
mul r1, r0, r1
ret
label l1393
mad r1, r0, r0, r1
ret
label l1851
add r0.xy, r0, r1
ret
label l1956
mul r1, r0, r1
ret
label l1967
add r0.xy, r0, r1
ret
