gs_4_0
dcl_constantbuffer cb0[7], immediateIndexed
dcl_sampler s0, mode_default
dcl_resource_texture2d (float,float,float,float) t0
dcl_input v[1][0].xyzw
dcl_temps 3
dcl_inputprimitive point 
dcl_outputtopology trianglestrip 
dcl_output_siv o0.xyzw, position
dcl_output o1.xy
dcl_output o1.z
dcl_maxout 5
mul r0.x, cb0[6].x, l(-0.100000)
mov r0.zw, l(0,0,0,1.000000)
mul r1.xy, l(0.010000, 0.010000, 0.000000, 0.000000), v[0][0].xzxx
sample_l r1.xyzw, r1.xyxx, t0.xyzw, s0, l(0.000000)
mov r0.y, r1.x
add r0.xyz, r0.xyzx, v[0][0].xyzx
dp4 r1.y, r0.xyzw, cb0[0].xyzw
mov o0.x, r1.y
dp4 r1.y, r0.xyzw, cb0[1].xyzw
mov o0.y, r1.y
dp4 r1.y, r0.xyzw, cb0[2].xyzw
dp4 r0.x, r0.xyzw, cb0[3].xyzw
mov o0.z, r1.y
mov o0.w, r0.x
mov o1.xy, l(0,0,0,0)
mov o1.z, r1.x
emit 
mul r0.xy, cb0[6].yyyy, l(0.250000, 0.500000, 0.000000, 0.000000)
sincos r0.xy, null, r0.xyxx
mul r2.z, r0.x, l(0.100000)
mul r0.z, r0.y, l(0.100000)
mul r2.x, cb0[6].x, l(0.075000)
mad r2.y, cb0[6].x, l(0.250000), r1.x
add r2.xyz, r2.xyzx, v[0][0].xyzx
mov r2.w, l(1.000000)
dp4 r0.w, r2.xyzw, cb0[0].xyzw
mov o0.x, r0.w
dp4 r0.w, r2.xyzw, cb0[1].xyzw
mov o0.y, r0.w
dp4 r0.w, r2.xyzw, cb0[2].xyzw
dp4 r1.y, r2.xyzw, cb0[3].xyzw
mov o0.z, r0.w
mov o0.w, r1.y
mov o1.xy, l(1.000000,0.250000,0,0)
mov o1.z, r1.x
emit 
mul r0.x, cb0[6].x, l(-0.050000)
mad r0.y, cb0[6].x, l(0.500000), r1.x
add r0.xyz, r0.xyzx, v[0][0].xyzx
mov r0.w, l(1.000000)
dp4 r1.y, r0.xyzw, cb0[0].xyzw
mov o0.x, r1.y
dp4 r1.y, r0.xyzw, cb0[1].xyzw
mov o0.y, r1.y
dp4 r1.y, r0.xyzw, cb0[2].xyzw
dp4 r0.x, r0.xyzw, cb0[3].xyzw
mov o0.z, r1.y
mov o0.w, r0.x
mov o1.xy, l(0,0.500000,0,0)
mov o1.z, r1.x
emit 
mul r0.x, cb0[6].y, l(0.750000)
sincos r0.x, null, r0.x
mul r0.z, r0.x, l(0.100000)
mul r0.x, cb0[6].x, l(0.025000)
mad r0.y, cb0[6].x, l(0.750000), r1.x
add r0.xyz, r0.xyzx, v[0][0].xyzx
mov r0.w, l(1.000000)
dp4 r1.y, r0.xyzw, cb0[0].xyzw
mov o0.x, r1.y
dp4 r1.y, r0.xyzw, cb0[1].xyzw
mov o0.y, r1.y
dp4 r1.y, r0.xyzw, cb0[2].xyzw
dp4 r0.x, r0.xyzw, cb0[3].xyzw
mov o0.z, r1.y
mov o0.w, r0.x
mov o1.xy, l(1.000000,0.750000,0,0)
mov o1.z, r1.x
emit 
add r0.y, r1.x, cb0[6].x
sincos r0.w, null, cb0[6].y
mul r0.z, r0.w, l(0.100000)
mov r0.xw, l(0,0,0,1.000000)
add r0.xyz, r0.xyzx, v[0][0].xyzx
dp4 r1.y, r0.xyzw, cb0[0].xyzw
mov o0.x, r1.y
dp4 r1.y, r0.xyzw, cb0[1].xyzw
mov o0.y, r1.y
dp4 r1.y, r0.xyzw, cb0[2].xyzw
dp4 r0.x, r0.xyzw, cb0[3].xyzw
mov o0.z, r1.y
mov o0.w, r0.x
mov o1.xy, l(0.500000,1.000000,0,0)
mov o1.z, r1.x
emit 
ret 
