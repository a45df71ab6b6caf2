// A loop whose body ends in `break`: it runs once.
float4 c0 : register(c0);
float4 c1 : register(c1);
float4 main(float4 v0 : POSITION0) : POSITION {
    precise float4 r0 = v0;
    [loop] for (int k0 = 0; k0 < 3; k0++) {
        r0.xy = r0.xy + c1.xy;
        break;
    }
    return r0 + c0;
}
