module mode_controller_0002_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       mode_wr,
    input  wire [1:0] mode_wdata,
    input  wire       fault,
    input  wire       recover,
    output reg  [1:0] mode,
    output wire [3:0] mode_onehot,
    output wire       write_rejected
);
    reg [1:0] mode_next;

    always @* begin
        if (fault)
            mode_next = 2'd3;
        else if (mode == 2'd3 && recover)
            mode_next = 2'd0;
        else if (mode_wr && mode != 2'd3 && mode_wdata != 2'd3)
            mode_next = mode_wdata;
        else
            mode_next = mode;
    end

    always @(posedge clk) begin
        if (rst) begin
            mode <= 2'd0;
        end else begin
            mode <= mode_next;
        end
    end

    assign mode_onehot = 4'b0001 << mode;
    assign write_rejected = mode_wr && !fault && (mode == 2'd3 || mode_wdata == 2'd3);
endmodule
