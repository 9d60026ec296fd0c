module mode_controller_0002_sequential_priority (
    input  wire       clk,
    input  wire       rst,
    input  wire       mode_wr,
    input  wire [1:0] mode_wdata,
    input  wire       fault,
    input  wire       recover,
    output reg  [1:0] mode,
    output reg  [3:0] mode_onehot,
    output reg        write_rejected
);

    always @(posedge clk) begin
        if (rst) begin
            mode <= mode_wdata;
        end else begin
            if (fault)
                mode <= 2'd3;
            else if (mode == 2'd3 && recover)
                mode <= 2'd0;
            else if (mode_wr && mode != 2'd3 && mode_wdata != 2'd3)
                mode <= mode_wdata;
        end
    end

    always @* begin
        mode_onehot = 4'b0001 << mode;
        write_rejected = mode_wr && !fault && (mode == 2'd3 || mode_wdata == 2'd3);
    end
endmodule
