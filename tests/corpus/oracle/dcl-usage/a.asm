vs_3_0
dcl_texcoord0 v0
dcl_texcoord0 v1
dcl_position o0
add o0, v0, v1
