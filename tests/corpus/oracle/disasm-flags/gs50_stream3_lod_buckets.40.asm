gs_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[2], immediateIndexed
dcl_input v[1][0].xyzw
dcl_input v[1][1].x
dcl_input vPrim
dcl_temps 1
dcl_inputprimitive point 
dcl_stream m0
dcl_outputtopology pointlist 
dcl_output o0.xyzw
dcl_stream m1
dcl_outputtopology pointlist 
dcl_output o0.xyzw
dcl_output o1.x
dcl_stream m2
dcl_outputtopology pointlist 
dcl_output o0.x
dcl_maxout 3
add r0.xyz, -cb0[0].xyzx, v[0][0].xyzx
dp3 r0.x, r0.xyzx, r0.xyzx
sqrt r0.x, r0.x
add r0.x, r0.x, -v[0][1].x
lt r0.y, r0.x, cb0[0].w
if_nz r0.y
  mov o0.xyzw, v[0][0].xyzw
  emit_stream m0
  cut_stream m0
else 
  lt r0.y, r0.x, cb0[1].x
  if_nz r0.y
    add r0.x, r0.x, -cb0[0].w
    add r0.y, -cb0[0].w, cb0[1].x
    div r0.x, r0.x, r0.y
    mov o0.xyzw, v[0][0].xyzw
    mov o1.x, r0.x
    emit_stream m1
    cut_stream m1
  else 
    mov o0.x, vPrim
    emit_stream m2
    cut_stream m2
  endif 
endif 
ret 
