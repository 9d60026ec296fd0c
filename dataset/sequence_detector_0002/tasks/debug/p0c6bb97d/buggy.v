module sequence_detector_0002_sequential_priority (
    input  wire       clk,
    input  wire       rst,
    input  wire       key_valid,
    input  wire [1:0] key,
    input  wire       relock,
    output reg  [1:0] stage,
    output reg        unlocked
);

    always @(posedge clk) begin
        if (rst) begin
            stage <= 2'd0;
        end else begin
            if (relock)
                stage <= 2'd0;
            else if (key_valid && stage != 2'd3 && key == ((stage == 2'd0) ? 2'd3 : (stage == 2'd1) ? 2'd1 : 2'd2))
                stage <= (key == 2'd3) ? 2'd1 : 2'd0;
            else if (key_valid && stage != 2'd3)
                stage <= (key == 2'd3) ? 2'd1 : 2'd0;
        end
    end

    always @* begin
        unlocked = stage == 2'd3;
    end
endmodule
