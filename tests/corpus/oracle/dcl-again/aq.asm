ps_3_0
dcl_color0 v0
dcl_texcoord0 v0
mov oC0, v0
