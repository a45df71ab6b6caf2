vs_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[5], immediateIndexed
dcl_input v0.xyz
dcl_input_sgv v1.x, vertex_id
dcl_output_siv o0.xyzw, position
dcl_temps 1
xor r0.x, v1.x, cb0[0].x
imad r0.x, r0.x, l(0x2c9277b5), l(0xac564b05)
ushr r0.y, r0.x, l(28)
iadd r0.y, r0.y, l(4)
ushr r0.y, r0.x, r0.y
xor r0.x, r0.x, r0.y
imul null, r0.x, r0.x, l(0x108ef2d9)
ushr r0.y, r0.x, l(22)
xor r0.x, r0.x, r0.y
bfrev r0.y, r0.x
countbits r0.x, r0.x
iadd r0.x, r0.x, l(-16)
firstbit_hi r0.z, r0.y
iadd r0.z, -r0.z, l(31)
utof r0.xz, r0.xxzx
mul r0.z, r0.z, l(0.032258)
movc r0.y, r0.y, r0.z, l(138547328.000000)
mad r0.x, r0.x, l(0.062500), r0.y
mad r0.xyz, r0.xxxx, cb0[0].yyyy, v0.xyzx
mov r0.w, l(1.000000)
dp4 o0.x, r0.xyzw, cb0[1].xyzw
dp4 o0.y, r0.xyzw, cb0[2].xyzw
dp4 o0.z, r0.xyzw, cb0[3].xyzw
dp4 o0.w, r0.xyzw, cb0[4].xyzw
ret 
