ps_5_0
dcl_globalFlags refactoringAllowed
dcl_input_ps_siv linear noperspective v0.z, position
dcl_input_ps linear v1.x
dcl_input_ps_sgv v2.x, sampleIndex
dcl_output o0.xyzw
dcl_output oDepthLE
dcl_temps 1
mov o0.xyzw, v0.zzzz
iadd r0.x, v2.x, l(1)
utof r0.x, r0.x
mad_sat oDepthLE, -|v1.x|, r0.x, v0.z
ret 
