gs_4_0
dcl_constantbuffer cb0[7], immediateIndexed
dcl_input v[1][0].xyzw
dcl_temps 1
dcl_inputprimitive point 
dcl_outputtopology pointlist 
dcl_output o0.x
dcl_maxout 1000
mov r0.x, l(0)
loop 
  ige r0.y, r0.x, l(1000)
  breakc_nz r0.y
  itof r0.y, r0.x
  mul r0.y, r0.y, cb0[6].z
  mul r0.y, r0.y, cb0[6].x
  mad r0.y, r0.y, l(0.001001), v[0][0].y
  mov o0.x, r0.y
  emit 
  iadd r0.x, r0.x, l(1)
endloop 
ret 
