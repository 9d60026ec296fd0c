module hidden_0020_sequential_priority (
    input  wire clk,
    input  wire rst,
    input  wire trig,
    input  wire arm,
    output reg  shot,
    output reg  ready
);
    reg [2:0] phase;

    always @(posedge clk) begin
        if (rst) begin
            phase <= 3'd0;
        end else begin
            if (phase == 3'd0 && trig && arm)
                ;
            else if (phase != 3'd0)
                phase <= phase - 3'd1;
        end
    end

    always @* begin
        shot = phase[2];
        ready = phase == 3'd0;
    end
endmodule
