gs_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[2], immediateIndexed
dcl_input v[1][0].xyz
dcl_input v[1][0].w
dcl_input v[1][1].xyz
dcl_input v[1][2].x
dcl_input vPrim
dcl_temps 2
dcl_inputprimitive point 
dcl_stream m0
dcl_outputtopology pointlist 
dcl_output o0.xyz
dcl_output o0.w
dcl_output o1.xyz
dcl_output o2.x
dcl_stream m1
dcl_outputtopology pointlist 
dcl_output o0.x
dcl_maxout 2
add r0.x, cb0[0].x, v[0][0].w
lt r0.y, r0.x, cb0[1].x
if_nz r0.y
  mad r0.yzw, cb0[0].yyzw, cb0[0].xxxx, v[0][1].xxyz
  mad r1.xyz, r0.yzwy, cb0[0].xxxx, v[0][0].xyzx
  mov o0.xyz, r1.xyzx
  mov o0.w, r0.x
  mov o1.xyz, r0.yzwy
  mov o2.x, v[0][2].x
  emit_stream m0
else 
  mov o0.x, vPrim
  emit_stream m1
endif 
ret 
