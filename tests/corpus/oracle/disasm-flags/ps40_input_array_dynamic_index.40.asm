ps_4_0
dcl_input_ps linear v1.xyzw
dcl_input_ps linear v2.xyzw
dcl_input_ps linear v3.xyzw
dcl_input_ps linear v4.xyzw
dcl_input_ps constant v5.x
dcl_output o0.xyzw
dcl_temps 3
dcl_indexrange v1.xyzw 4
mov r0.xyzw, l(0,0,0,0)
mov r1.x, l(0)
loop 
  uge r1.y, r1.x, v5.x
  breakc_nz r1.y
  add r2.xyzw, -r0.xyzw, v[r1.x + 1].xyzw
  mad r0.xyzw, v[r1.x + 1].wwww, r2.xyzw, r0.xyzw
  iadd r1.x, r1.x, l(1)
endloop 
mov o0.xyzw, r0.xyzw
ret 
