gs_4_1
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[7], immediateIndexed
dcl_input v[1][0].xyzw
dcl_input v[1][1].xyzw
dcl_input vPrim
dcl_temps 5
dcl_inputprimitive point 
dcl_outputtopology pointlist 
dcl_output_siv o0.xyzw, position
dcl_output o1.xyzw
dcl_output o2.x
dcl_maxout 4
dp4 r0.x, v[0][0].xyzw, cb0[0].xyzw
mov o0.x, r0.x
dp4 r0.x, v[0][0].xyzw, cb0[1].xyzw
mov o0.y, r0.x
dp4 r0.x, v[0][0].xyzw, cb0[2].xyzw
mov o0.z, r0.x
dp4 r0.x, v[0][0].xyzw, cb0[3].xyzw
mov o0.w, r0.x
mov o1.xyzw, v[0][1].xyzw
mov o2.x, cb0[6].x
emit 
ishl r0.x, vPrim, l(2)
iadd r0.xyz, r0.xxxx, l(1, 2, 3, 0)
ishl r1.xyz, r0.xyzx, l(13)
xor r0.xyz, r0.xyzx, r1.xyzx
imul null, r1.xyz, r0.xyzx, r0.xyzx
imad r1.xyz, r1.xyzx, l(0x00003d73, 0x00003d73, 0x00003d73, 0), l(0x000c0ae5, 0x000c0ae5, 0x000c0ae5, 0)
imad r0.xyz, r0.xyzx, r1.xyzx, l(0x5208dd0d, 0x5208dd0d, 0x5208dd0d, 0)
and r0.xyz, r0.xyzx, l(0x7fffffff, 0x7fffffff, 0x7fffffff, 0)
utof r0.xyz, r0.xyzx
mul r0.xyz, r0.xyzx, l(0.000000, 0.000000, 0.000000, 0.000000)
sincos r0.x, r1.x, r0.x
mul r1.yzw, r0.xxxx, cb0[5].xxyz
mad r1.xyz, cb0[4].xyzx, r1.xxxx, r1.yzwy
mad r1.xyz, r1.xyzx, cb0[6].xxxx, v[0][0].xyzx
mov r1.w, l(1.000000)
dp4 r0.x, r1.xyzw, cb0[0].xyzw
mov o0.x, r0.x
dp4 r0.x, r1.xyzw, cb0[1].xyzw
mov o0.y, r0.x
dp4 r0.x, r1.xyzw, cb0[2].xyzw
dp4 r0.w, r1.xyzw, cb0[3].xyzw
mov o0.z, r0.x
mov o0.w, r0.w
mul r1.xyzw, l(0.800000, 0.800000, 0.800000, 0.800000), v[0][1].xyzw
mov o1.xyzw, r1.xyzw
mul r0.x, cb0[6].x, l(0.500000)
mov o2.x, r0.x
emit 
sincos r1.x, r2.x, r0.y
sincos r3.x, r4.x, r0.z
mul r0.yzw, r1.xxxx, cb0[5].xxyz
mad r0.yzw, cb0[4].xxyz, r2.xxxx, r0.yyzw
mad r1.xyz, r0.yzwy, cb0[6].xxxx, v[0][0].xyzx
mov r1.w, l(1.000000)
dp4 r0.y, r1.xyzw, cb0[0].xyzw
mov o0.x, r0.y
dp4 r0.y, r1.xyzw, cb0[1].xyzw
mov o0.y, r0.y
dp4 r0.y, r1.xyzw, cb0[2].xyzw
dp4 r0.z, r1.xyzw, cb0[3].xyzw
mov o0.z, r0.y
mov o0.w, r0.z
mul r1.xyzw, l(0.600000, 0.600000, 0.600000, 0.600000), v[0][1].xyzw
mov o1.xyzw, r1.xyzw
mov o2.x, r0.x
emit 
mul r0.yzw, r3.xxxx, cb0[5].xxyz
mad r0.yzw, cb0[4].xxyz, r4.xxxx, r0.yyzw
mad r1.xyz, r0.yzwy, cb0[6].xxxx, v[0][0].xyzx
mov r1.w, l(1.000000)
dp4 r0.y, r1.xyzw, cb0[0].xyzw
mov o0.x, r0.y
dp4 r0.y, r1.xyzw, cb0[1].xyzw
mov o0.y, r0.y
dp4 r0.y, r1.xyzw, cb0[2].xyzw
dp4 r0.z, r1.xyzw, cb0[3].xyzw
mov o0.z, r0.y
mov o0.w, r0.z
mul r1.xyzw, l(0.400000, 0.400000, 0.400000, 0.400000), v[0][1].xyzw
mov o1.xyzw, r1.xyzw
mov o2.x, r0.x
emit 
ret 
