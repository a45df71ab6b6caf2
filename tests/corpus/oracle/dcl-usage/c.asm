ps_3_0
dcl_texcoord0 v0
dcl_texcoord0 v1
add oC0, v0, v1
