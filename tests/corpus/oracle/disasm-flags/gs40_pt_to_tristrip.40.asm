gs_4_0
dcl_constantbuffer cb0[6], immediateIndexed
dcl_input v[1][0].xyzw
dcl_input v[1][1].x
dcl_input v[1][1].y
dcl_input v[1][2].xyzw
dcl_temps 4
dcl_inputprimitive point 
dcl_outputtopology trianglestrip 
dcl_output_siv o0.xyzw, position
dcl_output o1.xy
dcl_output o2.xyzw
dcl_maxout 4
sincos r0.x, r1.x, v[0][1].y
mul r0.yzw, r0.xxxx, cb0[5].xxyz
mad r0.yzw, cb0[4].xxyz, r1.xxxx, r0.yyzw
mad r1.yzw, -r0.yyzw, v[0][1].xxxx, v[0][0].xxyz
mad r0.yzw, r0.yyzw, v[0][1].xxxx, v[0][0].xxyz
mul r2.xyz, r0.xxxx, cb0[4].xyzx
mad r2.xyz, cb0[5].xyzx, r1.xxxx, -r2.xyzx
mad r3.xyz, -r2.xyzx, v[0][1].xxxx, r1.yzwy
mad r1.xyz, r2.xyzx, v[0][1].xxxx, r1.yzwy
mov r3.w, l(1.000000)
dp4 r0.x, r3.xyzw, cb0[0].xyzw
mov o0.x, r0.x
dp4 r0.x, r3.xyzw, cb0[1].xyzw
mov o0.y, r0.x
dp4 r0.x, r3.xyzw, cb0[2].xyzw
dp4 r2.w, r3.xyzw, cb0[3].xyzw
mov o0.z, r0.x
mov o0.w, r2.w
mov o1.xy, l(0,0,0,0)
mov o2.xyzw, v[0][2].xyzw
emit 
mov r1.w, l(1.000000)
dp4 r0.x, r1.xyzw, cb0[0].xyzw
mov o0.x, r0.x
dp4 r0.x, r1.xyzw, cb0[1].xyzw
mov o0.y, r0.x
dp4 r0.x, r1.xyzw, cb0[2].xyzw
dp4 r1.x, r1.xyzw, cb0[3].xyzw
mov o0.z, r0.x
mov o0.w, r1.x
mov o1.xy, l(0,1.000000,0,0)
mov o2.xyzw, v[0][2].xyzw
emit 
mad r1.xyz, -r2.xyzx, v[0][1].xxxx, r0.yzwy
mad r0.xyz, r2.xyzx, v[0][1].xxxx, r0.yzwy
mov r1.w, l(1.000000)
dp4 r2.x, r1.xyzw, cb0[0].xyzw
mov o0.x, r2.x
dp4 r2.x, r1.xyzw, cb0[1].xyzw
mov o0.y, r2.x
dp4 r2.x, r1.xyzw, cb0[2].xyzw
dp4 r1.x, r1.xyzw, cb0[3].xyzw
mov o0.z, r2.x
mov o0.w, r1.x
mov o1.xy, l(1.000000,0,0,0)
mov o2.xyzw, v[0][2].xyzw
emit 
mov r0.w, l(1.000000)
dp4 r1.x, r0.xyzw, cb0[0].xyzw
mov o0.x, r1.x
dp4 r1.x, r0.xyzw, cb0[1].xyzw
mov o0.y, r1.x
dp4 r1.x, r0.xyzw, cb0[2].xyzw
dp4 r0.x, r0.xyzw, cb0[3].xyzw
mov o0.z, r1.x
mov o0.w, r0.x
mov o1.xy, l(1.000000,1.000000,0,0)
mov o2.xyzw, v[0][2].xyzw
emit 
ret 
