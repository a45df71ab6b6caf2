gs_4_0
dcl_constantbuffer cb0[4], immediateIndexed
dcl_input v[1][0].xyzw
dcl_temps 2
dcl_inputprimitive point 
dcl_outputtopology pointlist 
dcl_output_siv o0.xyzw, position
dcl_output o1.xyzw
dcl_maxout 1
mov r0.xyz, v[0][0].xyzx
mov r0.w, l(1.000000)
dp4 r1.x, r0.xyzw, cb0[0].xyzw
mov o0.x, r1.x
dp4 r1.x, r0.xyzw, cb0[1].xyzw
mov o0.y, r1.x
dp4 r1.x, r0.xyzw, cb0[2].xyzw
dp4 r0.x, r0.xyzw, cb0[3].xyzw
mov o0.z, r1.x
mov o0.w, r0.x
mov o1.xyzw, l(0,1.000000,0,1.000000)
emit 
ret 
