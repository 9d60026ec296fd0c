module hidden_0060_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire ev,
    input  wire clr,
    output wire nth
);
    reg [2:0] phase;
    reg tick;
    reg [2:0] phase_next;
    reg tick_next;

    always @* begin
        if (clr)
            phase_next = 3'd0;
        else if (ev && phase == 3'd4)
            phase_next = 3'd0;
        else if (ev)
            phase_next = phase + 3'd1;
        else
            phase_next = phase;
    end

    always @* begin
        if (!clr && ev && phase == 3'd3)
            tick_next = 1'b1;
        else if (tick)
            tick_next = 1'b0;
        else
            tick_next = tick;
    end

    always @(posedge clk) begin
        if (rst) begin
            phase <= 3'd0;
            tick <= 1'b0;
        end else begin
            phase <= phase_next;
            tick <= tick_next;
        end
    end

    assign nth = tick;
endmodule
