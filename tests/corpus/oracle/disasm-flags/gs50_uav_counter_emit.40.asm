gs_5_0
dcl_globalFlags refactoringAllowed
dcl_uav_raw u1
dcl_input v[3][0].xyzw
dcl_temps 1
dcl_inputprimitive triangle 
dcl_stream m0
dcl_outputtopology trianglestrip 
dcl_output_siv o0.xyzw, position
dcl_maxout 3
imm_atomic_iadd r0.x, u1, l(0), l(1)
ult r0.x, l(0x000186a0), r0.x
if_nz r0.x
  ret 
endif 
mov o0.xyzw, v[0][0].xyzw
emit_stream m0
mov o0.xyzw, v[1][0].xyzw
emit_stream m0
mov o0.xyzw, v[2][0].xyzw
emit_stream m0
ret 
