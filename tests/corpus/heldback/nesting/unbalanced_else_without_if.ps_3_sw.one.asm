ps_3_sw
dcl_texcoord0 v0
mov r0, v0
mov r1, c0
add r0, r0, c17
else
mul r0, r0, r1
mov oC0, r0
