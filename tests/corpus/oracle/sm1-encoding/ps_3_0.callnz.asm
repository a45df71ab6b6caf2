ps_3_0
dcl_texcoord0 v0
defb b0, true
mov r0, v0
callnz l0, b0
mov oC0, v0
ret
label l0
add r1, r0, c0
ret
