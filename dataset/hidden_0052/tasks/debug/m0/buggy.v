module hidden_0052_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire sig,
    input  wire mask,
    output wire late_edge
);
    reg prev;
    reg [2:0] trail;
    reg prev_next;
    reg [2:0] trail_next;

    always @* begin
        if (sig != prev)
            prev_next = sig;
        else
            prev_next = prev;
    end

    always @* begin
        if ((sig && !prev && !mask) || trail != 3'b000)
            trail_next = {trail[1:0], sig && !prev};
        else
            trail_next = trail;
    end

    always @(posedge clk) begin
        if (rst) begin
            prev <= 1'b0;
            trail <= 3'b000;
        end else begin
            prev <= prev_next;
            trail <= trail_next;
        end
    end

    assign late_edge = trail[2];
endmodule
