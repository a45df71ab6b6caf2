// Decompiled by dxsm from ps_5_0 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_accum                               UAV   float          2d    1        1
// g_layers                              UAV    uint     2darray    2        1
// g_lineSum                             UAV   float         buf    3        1
//
RWTexture2D<float> g_accum : register(u1);
RWTexture2DArray<uint> g_layers : register(u2);
RWBuffer<float4> g_lineSum : register(u3);
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
    r0.xy = (uint2)v0.xy;
    r1.x = asuint(g_accum[r0.xy]);
    r1.y = asuint(mad(asfloat(r1.x), 0.9f, v1.w));
    g_accum[r0.xy] = asfloat(r1.y);
    r0.zw = uint2(0x00000001u, 0x00000000u);
    r0.z = asuint(g_layers[r0.xyz]);
    r0.z = asuint(asint(r0.z) + 1);
    g_layers[r0.xyw] = (r0.z);
    g_lineSum[r0.y] = asfloat(r1.xxxx);
    o0.xyzw = asfloat(r1.xxxx) * v1.xyzw;
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
