vs_1_1
dcl_texcoord0 v0
dcl_texcoord0 v1
add oPos, v0, v1
