// Decompiled by dxsm from ps_4_0 code.
struct Input {
    noperspective float4 SV_Position0 : SV_Position0;
    float4 TEXCOORD0 : TEXCOORD0;
    centroid float4 TEXCOORD1 : TEXCOORD1;
    noperspective float2 TEXCOORD2 : TEXCOORD2;
    noperspective centroid float2 TEXCOORD3 : TEXCOORD3;
    nointerpolation float4 TEXCOORD4 : TEXCOORD4;
    nointerpolation uint TEXCOORD5 : TEXCOORD5;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    float4 v2 = 0;
    float4 v3 = 0;
    float4 v4 = 0;
    float4 v5 = 0;
    uint4 v6 = 0;
    precise float4 o0 = 0;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    v0.xyzw = input.SV_Position0;
    v1.xyzw = input.TEXCOORD0;
    v2.xyzw = input.TEXCOORD1;
    v3.xy = input.TEXCOORD2;
    v4.xy = input.TEXCOORD3;
    v5.xyzw = input.TEXCOORD4;
    v6.x = input.TEXCOORD5;
    r0.xy = v3.xy;
    r0.zw = v4.xy;
    o0.xyzw = mad(v5.xyzw, ((float)v6.x).xxxx, mad(v1.xyzw, v2.xyzw, r0.xyzw)) + v0.zzzz;
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
