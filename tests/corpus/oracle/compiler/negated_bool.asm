ps_3_0
dcl_texcoord v0
mov r0, v0
mov r1, c1
if !b12
mad r1, r0, r0, r1
endif
if !b12
add r0.xy, r0, r1
endif
add oC0, r0, r1
