// Decompiled by dxsm from vs_3_0 code.
float4 c[20] : register(c0);
int4 i0 : register(i0);
struct Input {
    float4 v0 : POSITION0;
    float4 v1 : NORMAL0;
};
struct Output {
    float4 o0 : POSITION0;
    float4 o1 : COLOR0;
};
Output main(Input input) {
    Output output;
    float4 r0 = 0;
    float4 r1 = 0;
    float4 v0 = input.v0;
    float4 v1 = input.v1;
    float4 o0 = 0;
    float4 o1 = 0;
    r0.xyzw = float4(0.0, 0.0, 0.0, 0.0).xxxx;
    [loop] for (int aL0 = 0; aL0 < i0.x; aL0++) {
        r1.x = saturate(dot(v1.xyz, c[aL0].xyz));
        r1.xyzw = r1.xxxx * c[aL0 + 8].xyzw;
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    o1.xyzw = r0.xyzw;
    o0.x = dot(v0.xyzw, c[16].xyzw);
    o0.y = dot(v0.xyzw, c[17].xyzw);
    o0.z = dot(v0.xyzw, c[18].xyzw);
    o0.w = dot(v0.xyzw, c[19].xyzw);
    output.o0 = o0.xyzw;
    output.o1 = o1.xyzw;
    return output;
}
