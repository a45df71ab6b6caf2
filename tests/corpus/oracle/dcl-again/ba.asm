ps_3_0
dcl_2d s0
dcl_2d s0
dcl_texcoord0 v0
texld r0, v0, s0
mov oC0, r0
