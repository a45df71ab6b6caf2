gs_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[7], immediateIndexed
dcl_input v[1][0].xyzw
dcl_temps 2
dcl_inputprimitive point 
dcl_stream m0
dcl_outputtopology pointlist 
dcl_output o0.xy
dcl_maxout 512
mov r0.x, l(0)
loop 
  ige r0.y, r0.x, l(512)
  breakc_nz r0.y
  itof r0.y, r0.x
  mul r0.y, r0.y, l(0.001957)
  mul r1.yz, r0.yyyy, cb0[6].wwzw
  mul r0.z, r1.y, l(6.283185)
  sincos null, r0.z, r0.z
  mul r1.x, r0.y, r0.z
  mad r0.yz, r1.xxzx, cb0[6].xxxx, v[0][0].xxyx
  mov o0.xy, r0.yzyy
  emit_stream m0
  iadd r0.x, r0.x, l(1)
endloop 
ret 
