vs_3_sw
dcl_position v0
dcl_position o0
defi i7, 1, 0, 0, 0
mov r0, v0
mov r1, c0
setp_eq p0, r0, r1
if_ne r0.x, r1.y
else
add r0, r0, c10
endif
rep i7
sub r0, r0, r1
add r0.xy, r0, r1
endrep
callnz l77, b1
mov o0, r0
ret
label l77
mul r1, r0, r1
callnz l425, !p0.z
ret
label l425
mul r1, r0, r1
callnz l458, !p0.w
ret
label l458
dp4 r0.x, r0, r1
ret
