// What the rasterizer gives: the pixel's position (x, y centre, z, w).
float4 main(float4 pos : SV_Position) : SV_Target {
    return pos;
}
