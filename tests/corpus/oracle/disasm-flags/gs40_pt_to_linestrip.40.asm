gs_4_0
dcl_constantbuffer cb0[7], immediateIndexed
dcl_input v[1][0].xyzw
dcl_temps 3
dcl_inputprimitive point 
dcl_outputtopology linestrip 
dcl_output_siv o0.xyzw, position
dcl_output o1.xyz
dcl_maxout 6
mov r0.xyz, v[0][0].xyzx
mov r0.w, l(1.000000)
dp4 r1.x, r0.xyzw, cb0[0].xyzw
mov o0.x, r1.x
dp4 r1.y, r0.xyzw, cb0[1].xyzw
mov o0.y, r1.y
dp4 r1.z, r0.xyzw, cb0[2].xyzw
dp4 r0.x, r0.xyzw, cb0[3].xyzw
mov o0.z, r1.z
mov o0.w, r0.x
mov o1.xyz, l(1.000000,0,0,0)
emit 
mad r2.xyz, cb0[6].xxxx, l(1.000000, 0.000000, 0.000000, 0.000000), v[0][0].xyzx
mov r2.w, l(1.000000)
dp4 r0.y, r2.xyzw, cb0[0].xyzw
mov o0.x, r0.y
dp4 r0.y, r2.xyzw, cb0[1].xyzw
mov o0.y, r0.y
dp4 r0.y, r2.xyzw, cb0[2].xyzw
dp4 r0.z, r2.xyzw, cb0[3].xyzw
mov o0.z, r0.y
mov o0.w, r0.z
mov o1.xyz, l(1.000000,0,0,0)
emit 
cut 
mov o0.x, r1.x
mov o0.y, r1.y
mov o0.z, r1.z
mov o0.w, r0.x
mov o1.xyz, l(0,1.000000,0,0)
emit 
mad r2.xyz, cb0[6].xxxx, l(0.000000, 1.000000, 0.000000, 0.000000), v[0][0].xyzx
mov r2.w, l(1.000000)
dp4 r0.y, r2.xyzw, cb0[0].xyzw
mov o0.x, r0.y
dp4 r0.y, r2.xyzw, cb0[1].xyzw
mov o0.y, r0.y
dp4 r0.y, r2.xyzw, cb0[2].xyzw
dp4 r0.z, r2.xyzw, cb0[3].xyzw
mov o0.z, r0.y
mov o0.w, r0.z
mov o1.xyz, l(0,1.000000,0,0)
emit 
cut 
mov o0.x, r1.x
mov o0.y, r1.y
mov o0.z, r1.z
mov o0.w, r0.x
mov o1.xyz, l(0,0,1.000000,0)
emit 
mad r0.xyz, cb0[6].xxxx, l(0.000000, 0.000000, 1.000000, 0.000000), v[0][0].xyzx
mov r0.w, l(1.000000)
dp4 r1.x, r0.xyzw, cb0[0].xyzw
mov o0.x, r1.x
dp4 r1.x, r0.xyzw, cb0[1].xyzw
mov o0.y, r1.x
dp4 r1.x, r0.xyzw, cb0[2].xyzw
dp4 r0.x, r0.xyzw, cb0[3].xyzw
mov o0.z, r1.x
mov o0.w, r0.x
mov o1.xyz, l(0,0,1.000000,0)
emit 
cut 
ret 
