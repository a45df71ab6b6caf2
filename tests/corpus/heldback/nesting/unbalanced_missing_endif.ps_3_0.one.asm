ps_3_0
dcl_texcoord0 v0
defb b3, false
mov r0, v0
mov r1, c1
mad r0, r0, r1, r0
if b3
add r0, r0, r1
mov oC0, r0
