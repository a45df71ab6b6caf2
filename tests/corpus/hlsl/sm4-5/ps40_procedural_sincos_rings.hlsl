// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer T
// {
//
//   float g_time;                      // Offset:    0 Size:     4
//   float g_freq;                      // Offset:    4 Size:     4
//   float2 g_center;                   // Offset:    8 Size:     8
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// T                                 cbuffer      NA          NA    0        1
//
cbuffer T : register(b0) {
    float g_time : packoffset(c0);
    float g_freq : packoffset(c0.y);
    float2 g_center : packoffset(c0.z);
};
struct Input {
    float4 SV_Position0 : SV_Position0;
    float2 TEXCOORD0 : TEXCOORD0;
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
    v1.xy = input.TEXCOORD0;
    r0.xy = asuint(v1.yx + (-g_center.yx));
    r0.z = asuint(1.0f / max(abs(asfloat(r0.y)), abs(asfloat(r0.x))));
    r0.w = asuint(min(abs(asfloat(r0.y)), abs(asfloat(r0.x))));
    r0.z = asuint(asfloat(r0.z) * asfloat(r0.w));
    r0.w = asuint(asfloat(r0.z) * asfloat(r0.z));
    r0.w = asuint(mad(asfloat(r0.w), mad(asfloat(r0.w), mad(asfloat(r0.w), mad(asfloat(r0.w), 0.0208351f, -0.085133f), 0.180141f), -0.3302995f), 0.999866f));
    r1.x = asuint(mad((asfloat(r0.w) * asfloat(r0.z)), -2.0f, 1.5707964f));
    r1.y = (abs(asfloat(r0.y)) < abs(asfloat(r0.x))) ? 0xffffffffu : 0u;
    r0.z = asuint(mad(asfloat(r0.z), asfloat(r0.w), asfloat((asint(r1.y) & asint(r1.x)))));
    r0.w = asuint(asint(((asfloat(r0.y) < (-asfloat(r0.y))) ? 0xffffffffu : 0u)) & -1068953637);
    r0.z = asuint(asfloat(r0.w) + asfloat(r0.z));
    r0.w = asuint(min(asfloat(r0.y), asfloat(r0.x)));
    r0.w = (asfloat(r0.w) < (-asfloat(r0.w))) ? 0xffffffffu : 0u;
    r1.x = asuint(max(asfloat(r0.y), asfloat(r0.x)));
    r0.x = asuint(sqrt(dot(asfloat(r0.xy), asfloat(r0.xy))));
    r0.y = (asfloat(r1.x) >= (-asfloat(r1.x))) ? 0xffffffffu : 0u;
    r0.y = asuint(asint(r0.y) & asint(r0.w));
    r0.y = (r0.y != 0u) ? asuint((-asfloat(r0.z))) : r0.z;
    r0.zw = asuint(asfloat(r0.xx) * float2(20.0f, -4.0f));
    r0.y = asuint(mad(asfloat(r0.y), 5.0f, asfloat(r0.z)));
    r0.z = asuint(exp2(asfloat(r0.w)));
    {
        float p0 = sin(asfloat(r0.y));
        o0.z = p0;
    }
    r0.y = asuint(asfloat(r0.x) + 1.0f);
    r0.x = asuint(mad(asfloat(r0.x), g_freq, (-g_time)));
    {
        float p0 = sin(asfloat(r0.x));
        float p1 = cos(asfloat(r0.x));
        r0.x = asuint(p0);
        r1.x = asuint(p1);
    }
    r0.y = asuint(log2(asfloat(r0.y)));
    o0.w = asfloat(r0.y) + asfloat(r0.z);
    o0.x = mad(asfloat(r0.x), 0.5f, 0.5f);
    o0.y = mad(asfloat(r1.x), 0.5f, 0.5f);
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
