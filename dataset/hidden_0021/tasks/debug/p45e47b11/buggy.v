module hidden_0021_sequential_priority (
    input  wire clk,
    input  wire rst,
    input  wire tick,
    input  wire resync,
    output reg  rev_pulse
);
    reg [1:0] nth;

    always @(posedge clk) begin
        if (rst) begin
            nth <= 2'd0;
        end else begin
            if (resync)
                nth <= 2'd0;
            else if (tick && nth == 2'd2)
                nth <= 2'd0;
            else if (tick)
                nth <= nth + 2'd1;
        end
    end

    always @* begin
        rev_pulse = tick && !resync || nth == 2'd2;
    end
endmodule
