ps_5_0
dcl_globalFlags refactoringAllowed
dcl_input_ps_siv linear noperspective sample v0.xyzw, position
dcl_output o0.xyzw
mov o0.xyzw, v0.xyzw
ret 
