gs_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[7], immediateIndexed
dcl_input v[1][0].xyzw
dcl_input v[1][1].xyzw
dcl_input vPrim
dcl_temps 4
dcl_inputprimitive point 
dcl_stream m0
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
emit_stream m0
bfi r0.xyzw, l(30, 30, 30, 30), l(2, 15, 2, 15), vPrim, l(1, 8192, 2, 0x00004000)
xor r0.xy, r0.xzxx, r0.ywyy
imul null, r0.zw, r0.xxxy, r0.xxxy
imad r0.zw, r0.zzzw, l(0, 0, 0x00003d73, 0x00003d73), l(0, 0, 0x000c0ae5, 0x000c0ae5)
imad r0.xy, r0.xyxx, r0.zwzz, l(0x5208dd0d, 0x5208dd0d, 0, 0)
and r0.xy, r0.xyxx, l(0x7fffffff, 0x7fffffff, 0, 0)
utof r0.xy, r0.xyxx
mul r0.xy, r0.xyxx, l(0.000000, 0.000000, 0.000000, 0.000000)
sincos r0.x, r1.x, r0.x
sincos r2.x, r3.x, r0.y
mul r0.xyz, r0.xxxx, cb0[5].xyzx
mad r0.xyz, cb0[4].xyzx, r1.xxxx, r0.xyzx
mad r0.xyz, r0.xyzx, cb0[6].xxxx, v[0][0].xyzx
mov r0.w, l(1.000000)
dp4 r1.x, r0.xyzw, cb0[0].xyzw
mov o0.x, r1.x
dp4 r1.x, r0.xyzw, cb0[1].xyzw
mov o0.y, r1.x
dp4 r1.x, r0.xyzw, cb0[2].xyzw
dp4 r0.x, r0.xyzw, cb0[3].xyzw
mov o0.z, r1.x
mov o0.w, r0.x
mul r0.xyzw, l(0.800000, 0.800000, 0.800000, 0.800000), v[0][1].xyzw
mov o1.xyzw, r0.xyzw
mul r0.x, cb0[6].x, l(0.500000)
mov o2.x, r0.x
emit_stream m0
mul r0.yzw, r2.xxxx, cb0[5].xxyz
mad r0.yzw, cb0[4].xxyz, r3.xxxx, r0.yyzw
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
emit_stream m0
bfi r0.yz, l(0, 30, 30, 0), l(0, 2, 15, 0), vPrim, l(0, 3, 0x00006000, 0)
xor r0.y, r0.y, r0.z
imul null, r0.z, r0.y, r0.y
imad r0.z, r0.z, l(0x00003d73), l(0x000c0ae5)
imad r0.y, r0.y, r0.z, l(0x5208dd0d)
and r0.y, r0.y, l(0x7fffffff)
utof r0.y, r0.y
mul r0.y, r0.y, l(0.000000)
sincos r1.x, r2.x, r0.y
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
mul r1.xyzw, l(0.400000, 0.400000, 0.400000, 0.400000), v[0][1].xyzw
mov o1.xyzw, r1.xyzw
mov o2.x, r0.x
emit_stream m0
ret 
