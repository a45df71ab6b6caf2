ps_3_0
dcl_texcoord0 v0
mov r0, v0
m3x2 r1.xy, r0, c0
mov oC0, v0
