vs_2_0
dcl_position v0
dcl_texcoord0 v1
mov r0, v0
mov oPos, v0
