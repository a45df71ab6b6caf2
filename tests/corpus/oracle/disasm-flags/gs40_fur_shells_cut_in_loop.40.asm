gs_4_0
dcl_constantbuffer cb0[7], immediateIndexed
dcl_input v[3][0].xyzw
dcl_input v[3][1].xyz
dcl_input v[3][2].xy
dcl_temps 3
dcl_inputprimitive triangle 
dcl_outputtopology trianglestrip 
dcl_output_siv o0.xyzw, position
dcl_output o1.xyz
dcl_maxout 24
mov r0.w, l(1.000000)
mov r1.x, l(0)
loop 
  ige r1.y, r1.x, l(8)
  breakc_nz r1.y
  iadd r1.x, r1.x, l(1)
  itof r1.y, r1.x
  mul r1.y, r1.y, l(0.125000)
  mov r1.z, l(0)
  loop 
    ige r1.w, r1.z, l(3)
    breakc_nz r1.w
    mul r2.xyz, r1.yyyy, v[r1.z + 0][1].xyzx
    mad r0.xyz, r2.xyzx, cb0[6].xxxx, v[r1.z + 0][0].xyzx
    dp4 r1.w, r0.xyzw, cb0[0].xyzw
    dp4 r2.x, r0.xyzw, cb0[1].xyzw
    dp4 r2.y, r0.xyzw, cb0[2].xyzw
    dp4 r0.x, r0.xyzw, cb0[3].xyzw
    mov o0.x, r1.w
    mov o0.y, r2.x
    mov o0.z, r2.y
    mov o0.w, r0.x
    mov o1.xy, v[r1.z + 0][2].xyxx
    mov o1.z, r1.y
    emit 
    iadd r1.z, r1.z, l(1)
  endloop 
  cut 
endloop 
ret 
