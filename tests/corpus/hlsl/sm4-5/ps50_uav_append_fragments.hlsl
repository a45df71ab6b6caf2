// Decompiled by dxsm from ps_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// Resource bind info for g_out
// {
//
//   struct Frag
//   {
//       
//       float2 pos;                    // Offset:    0
//       float depth;                   // Offset:    8
//       uint col;                      // Offset:   12
//
//   } $Element;                        // Offset:    0 Size:    16
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_out                                 UAV  struct      append    1        1
//
struct S_u1 { uint w[4]; };
AppendStructuredBuffer<S_u1> g_out : register(u1);
struct Input {
    noperspective float4 SV_Position0 : SV_Position0;
    float4 COLOR0 : COLOR0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    precise float4 o0 = 0;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    v0.xyzw = input.SV_Position0;
    v1.xyzw = input.COLOR0;
    if (0.99f < v1.w) {
        r0.w = (uint)(v1.x * 255.0f);
        S_u1 e10 = (S_u1)0;
        r0.xyz = asuint(v0.xyz);
        e10.w[0] = r0.x;
        e10.w[1] = r0.y;
        e10.w[2] = r0.z;
        e10.w[3] = r0.w;
        g_out.Append(e10);
    }
    o0.xyzw = v1.xyzw;
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
