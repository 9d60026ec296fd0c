module hidden_0020_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire trig,
    input  wire arm,
    output wire shot,
    output wire ready
);
    reg [2:0] phase;
    reg [2:0] phase_next;

    always @* begin
        if (phase == 3'd0 && trig && arm)
            phase_next = 3'd6;
        else if (phase != 3'd0)
            phase_next = phase - 3'd1;
        else
            phase_next = phase;
    end

    always @(posedge clk) begin
        if (rst) begin
            phase <= 3'd0;
        end else begin
            phase <= phase_next;
        end
    end

    assign shot = phase[2];
    assign ready = phase == 3'd0;
endmodule
