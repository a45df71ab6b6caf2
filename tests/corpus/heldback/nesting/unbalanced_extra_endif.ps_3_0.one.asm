ps_3_0
dcl_texcoord0 v0
mov r0, v0
mov r1, c1
if !b1
add r0, r0, c8
endif
endif
mov oC0, r0
