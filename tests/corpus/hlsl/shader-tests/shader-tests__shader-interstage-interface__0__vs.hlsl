// Decompiled by dxsm from vs_4_0 code.
struct Input {
    float4 SV_Position0 : SV_Position0;
    float2 TEXCOORD0 : TEXCOORD0;
    float TEXCOORD1 : TEXCOORD1;
    uint TEXCOORD2 : TEXCOORD2;
    uint TEXCOORD3 : TEXCOORD3;
    float TEXCOORD4 : TEXCOORD4;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float2 TEXCOORD0 : TEXCOORD0;
    float TEXCOORD4 : TEXCOORD4;
    nointerpolation float TEXCOORD1 : TEXCOORD1;
    uint TEXCOORD2 : TEXCOORD2;
    uint TEXCOORD3 : TEXCOORD3;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    float4 v2 = 0;
    uint4 v3 = 0;
    uint4 v4 = 0;
    float4 v5 = 0;
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise uint4 o2 = 0;
    v0.xyzw = input.SV_Position0;
    v1.xy = input.TEXCOORD0;
    v2.x = input.TEXCOORD1;
    v3.x = input.TEXCOORD2;
    v4.x = input.TEXCOORD3;
    v5.x = input.TEXCOORD4;
    o0.xyzw = v0.xyzw;
    o1.xy = v1.xy;
    o1.z = v5.x;
    o2.x = asuint(v2.x);
    o2.y = v3.x;
    o2.z = v4.x;
    {
        output.SV_Position0 = o0.xyzw;
        output.TEXCOORD0 = o1.xy;
        output.TEXCOORD4 = o1.z;
        output.TEXCOORD1 = asfloat(o2.x);
        output.TEXCOORD2 = o2.y;
        output.TEXCOORD3 = o2.z;
        return output;
    }
}
